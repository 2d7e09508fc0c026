/** The shell's own links: signing in and up belong to no module's navigation. */
export const SIGN_IN_PATH = '/login';
export const SIGN_UP_PATH = '/register';
