export { accountsApi, errorMessage, isUnauthenticated } from "./accounts-api.ts";
export { authStore, isLoggedIn, useAuthStore } from "./auth-store.ts";
export type { AuthField, FieldErrors } from "./auth-validation.ts";
export { checkFields, checkPhone, firstInvalid } from "./auth-validation.ts";
export { AccountMenu } from "./components/account-menu.tsx";
export { AuthPanel } from "./components/auth-panel.tsx";
export { ForgotPasswordView } from "./components/forgot-password-view.tsx";
export {
  EmailField,
  FormMessage,
  PasswordField,
  PhoneField,
  SubmitButton,
  TextField,
  useDefaultDialCode,
} from "./components/form-fields.tsx";
