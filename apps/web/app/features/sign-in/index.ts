export { searchOpeningSignIn, searchWithoutSignIn, signInStateOf } from "./sign-in-params.ts";
