/**
 * The pages anyone may open without an account (the specification's home, sign-in and sign-up); every other page
 * of the app is for a signed-in athlete. The web app routes them, the server preloads by them.
 */
export const PUBLIC_PAGES = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
} as const;
