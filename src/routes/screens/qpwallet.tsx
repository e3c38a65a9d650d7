import ComingSoon from './coming-soon';

/** Placeholder while issue 5's screen is built. */
export default ComingSoon;
