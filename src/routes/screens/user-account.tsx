import ComingSoon from './coming-soon';

/** Placeholder until the members work (issue 3) lands this screen. */
export default ComingSoon;
