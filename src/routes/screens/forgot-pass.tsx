import Screen from './forgetpwd';

/** Spec §2 forgotPass: the same screen as forgetpwd. */
export default Screen;
