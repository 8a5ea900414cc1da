import type { Language } from "@sobremesa/contracts";

/**
 * Texts of the accounts domain in both languages: the answers' messages and the e-mails and SMS
 * the domain sends. They live here, not in the web catalogues, because the server speaks them.
 */
export const accountMessages = {
  signInFailed: {
    es: "El correo, teléfono, contraseña o código no son correctos.",
    en: "The e-mail, phone, password or code is not correct.",
  },
  invalidCode: { es: "El código no es válido o ya expiró.", en: "The code is not valid or has expired." },
  invalidPhone: { es: "El número de teléfono no es válido.", en: "The phone number is not valid." },
  wrongPassword: { es: "La contraseña no es correcta.", en: "The password is not correct." },
  "too-short": {
    es: "La contraseña debe tener al menos 8 caracteres.",
    en: "The password must have at least 8 characters.",
  },
  "too-long": {
    es: "La contraseña no puede tener más de 128 caracteres.",
    en: "The password cannot have more than 128 characters.",
  },
  "too-common": {
    es: "Esa contraseña es demasiado común; elige otra más difícil de adivinar.",
    en: "That password is too common; choose one that is harder to guess.",
  },
  unauthenticated: { es: "Inicia sesión para continuar.", en: "Please sign in to continue." },
  limiterUnavailable: {
    es: "El servicio no está disponible en este momento, vuelve a intentarlo.",
    en: "The service is not available right now, please try again.",
  },
  originRejected: {
    es: "La solicitud no viene de este sitio.",
    en: "The request does not come from this site.",
  },
  resetRequested: {
    es: "Si el correo está registrado, te enviamos un código y un enlace para restablecer tu contraseña.",
    en: "If the e-mail is registered, we sent you a code and a link to reset your password.",
  },
  resetDone: { es: "Tu contraseña se actualizó.", en: "Your password was updated." },
  phoneTaken: {
    es: "No pudimos verificar ese teléfono; usa otro número.",
    en: "We could not verify that phone; use another number.",
  },
} as const satisfies Record<string, Record<Language, string>>;

export type AccountMessage = keyof typeof accountMessages;

export function accountMessage(key: AccountMessage, language: Language): string {
  return accountMessages[key][language];
}

/** The answer of a throttled request, saying how long to wait: whole minutes, or seconds under one. */
export function rateLimitedMessage(language: Language, retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? {
          es: `${seconds} ${seconds === 1 ? "segundo" : "segundos"}`,
          en: `${seconds} ${seconds === 1 ? "second" : "seconds"}`,
        }
      : {
          es: `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`,
          en: `${minutes} ${minutes === 1 ? "minute" : "minutes"}`,
        };
  return language === "es"
    ? `Demasiados intentos. Vuelve a intentarlo en ${wait.es}.`
    : `Too many attempts. Please try again in ${wait.en}.`;
}

export interface Letter {
  subject: string;
  body: string;
}

const MINUTES = 10;

/** The e-mails and SMS of the accounts flows. Codes always appear as six digits in the text. */
export const letters = {
  verifyEmail: (language: Language, code: string): Letter =>
    language === "en"
      ? {
          subject: `${code} is your Sobremesa verification code`,
          body: `Your code to verify your e-mail on Sobremesa is ${code}. It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this message.`,
        }
      : {
          subject: `${code} es tu código de verificación de Sobremesa`,
          body: `Tu código para verificar tu correo en Sobremesa es ${code}. Es válido por ${MINUTES} minutos. Si no lo pediste, ignora este mensaje.`,
        },
  verifyPhone: (language: Language, code: string): Letter =>
    language === "en"
      ? { subject: "Sobremesa", body: `Sobremesa: your verification code is ${code}. Valid for ${MINUTES} minutes.` }
      : {
          subject: "Sobremesa",
          body: `Sobremesa: tu código de verificación es ${code}. Válido por ${MINUTES} minutos.`,
        },
  signInCode: (language: Language, code: string): Letter =>
    language === "en"
      ? {
          subject: `${code} is your Sobremesa sign-in code`,
          body: `Your code to sign in to Sobremesa is ${code}. It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this message.`,
        }
      : {
          subject: `${code} es tu código para iniciar sesión en Sobremesa`,
          body: `Tu código para iniciar sesión en Sobremesa es ${code}. Es válido por ${MINUTES} minutos. Si no lo pediste, ignora este mensaje.`,
        },
  resetPassword: (language: Language, code: string, link: string): Letter =>
    language === "en"
      ? {
          subject: "Reset your Sobremesa password",
          body: `Your code to reset your password is ${code}, or open this link: ${link}\nBoth are valid for ${MINUTES} minutes. If you did not ask for it, ignore this message: your password does not change.`,
        }
      : {
          subject: "Restablece tu contraseña de Sobremesa",
          body: `Tu código para restablecer tu contraseña es ${code}, o abre este enlace: ${link}\nAmbos son válidos por ${MINUTES} minutos. Si no lo pediste, ignora este mensaje: tu contraseña no cambia.`,
        },
  signUpAttempt: (language: Language, signInUrl: string, resetUrl: string): Letter =>
    language === "en"
      ? {
          subject: "Someone tried to sign up with your e-mail",
          body: `Someone (maybe you) tried to create a Sobremesa account with this e-mail, which already has one. If it was you, sign in at ${signInUrl} or reset your password at ${resetUrl}. Otherwise, ignore this message.`,
        }
      : {
          subject: "Alguien intentó registrarse con tu correo",
          body: `Alguien (quizá tú) intentó crear una cuenta de Sobremesa con este correo, que ya tiene una. Si fuiste tú, inicia sesión en ${signInUrl} o restablece tu contraseña en ${resetUrl}. Si no, ignora este mensaje.`,
        },
  passwordChanged: (language: Language, resetUrl: string): Letter =>
    language === "en"
      ? {
          subject: "Your Sobremesa password was changed",
          body: `The password of your Sobremesa account was changed and every other session was closed. If it was not you, reset it now at ${resetUrl}.`,
        }
      : {
          subject: "Tu contraseña de Sobremesa cambió",
          body: `La contraseña de tu cuenta de Sobremesa cambió y se cerraron las demás sesiones. Si no fuiste tú, restablécela ahora en ${resetUrl}.`,
        },
};
