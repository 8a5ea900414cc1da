import { type ApiClient, ApiError } from "../client.ts";
import { EMAIL_EXISTS_FALLBACK_MESSAGE, SIGN_IN_FALLBACK_MESSAGE } from "./constants.ts";
import type {
  AccountUser,
  B2cLoginBody,
  ChangePasswordBody,
  EmailExistsAnswer,
  MeAnswer,
  ResetPasswordAnswer,
  ResetPasswordBody,
  RsvLoginBody,
  RsvRegisterBody,
  SendCodeBody,
  SendVerificationEmailBody,
  SessionAnswer,
  SuccessMessage,
  UpdateProfileBody,
  UserLoginAnswer,
  UserLoginBody,
  VerificationCodeBody,
  VerificationEmailBody,
} from "./schemas.ts";

type Fields = Record<string, string | number | boolean | null | undefined>;

function formFields(fields: Fields): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null) result[key] = String(value);
  return result;
}

/** Verification calls whose message is not success fail. */
function expectSuccess<T extends { message?: unknown }>(answer: T): T {
  if (answer?.message !== "success") throw new ApiError(String(answer?.message ?? "Error"), 200, answer);
  return answer;
}

/** The server's message when it gave one, else the spec's fallback. */
async function withFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status < 500) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(fallback, status, error instanceof ApiError ? error.body : null);
  }
}

/**
 * One typed function per accounts endpoint, on the spec's client conventions. Calls from
 * the browser are same-origin, so the `rs_s_t` cookie travels by itself; never store the token.
 */
export function createAccountsClient(client: ApiClient) {
  const lang = () => client.language();
  const multipart = async (path: string, fields: Fields) =>
    expectSuccess(await client.mainMultipart<SuccessMessage>(path, formFields({ lang: lang(), ...fields })));

  return {
    /** GET /api/tools/email-exists: the only answer that says whether an e-mail is registered. */
    async emailExists(email: string): Promise<boolean> {
      const answer = await withFallback(
        client.mainGet<EmailExistsAnswer>("/api/tools/email-exists", { email }),
        EMAIL_EXISTS_FALLBACK_MESSAGE[lang()],
      );
      return answer.exists;
    },
    sendVerificationEmail: (body: SendVerificationEmailBody) => multipart("/api/auth/send-verification-email", body),
    verifyEmail: (body: VerificationEmailBody) => multipart("/api/auth/verification-email", body),
    sendCode: (body: SendCodeBody) => multipart("/api/auth/send-code", body),
    verifyPhone: (body: VerificationCodeBody) => multipart("/api/auth/verification-code", body),
    /** POST /user-login (isApi true): sets the HttpOnly `rs_s_t` cookie and answers the user. */
    async userLogin(body: Omit<UserLoginBody, "isApi">): Promise<AccountUser> {
      const answer = await withFallback(
        client.mainMultipart<UserLoginAnswer>("/user-login", formFields({ lang: lang(), ...body, isApi: true })),
        SIGN_IN_FALLBACK_MESSAGE[lang()],
      );
      expectSuccess(answer);
      return answer.user;
    },
    logout: async () => expectSuccess(await client.mainWrite<SuccessMessage>("POST", "/api/auth/logout")),
    /** GET /api/user/me: throws ApiError with status 401 when signed out. */
    async me(): Promise<AccountUser> {
      return (await client.mainGet<MeAnswer>("/api/user/me")).data;
    },
    async updateProfile(body: UpdateProfileBody): Promise<AccountUser> {
      return (await client.mainWrite<MeAnswer>("PATCH", "/api/user/profile", body)).data;
    },
    changePassword: async (body: ChangePasswordBody) =>
      expectSuccess(await client.mainWrite<SuccessMessage>("POST", "/api/user/change-password", body)),
    deleteAccount: async (password: string) =>
      expectSuccess(await client.mainWrite<SuccessMessage>("DELETE", "/api/user", { password })),
    /** POST /b2c/api/auth/login: user and token. */
    b2cLogin: (body: B2cLoginBody) =>
      withFallback(
        client.service<SessionAnswer>("b2c", "POST", "/api/auth/login", { lang: lang(), ...body }),
        SIGN_IN_FALLBACK_MESSAGE[lang()],
      ),
    /** POST /rsv/registeredCustomer/login: user and token, else throws with error.message. */
    rsvLogin: (body: RsvLoginBody) =>
      withFallback(
        client.reservations<SessionAnswer>("POST", "/registeredCustomer/login", { lang: lang(), ...body }),
        SIGN_IN_FALLBACK_MESSAGE[lang()],
      ),
    /** POST /rsv/registeredCustomer/register: user (unverified) and token; a code is sent by e-mail. */
    register: (body: RsvRegisterBody) =>
      client.reservations<SessionAnswer>("POST", "/registeredCustomer/register", { lang: lang(), ...body }),
    /**
     * GET /rsv/registeredCustomer/resetPasswordEmail/{email}: the same answer whether or not it exists.
     * The e-mail's language is the `locale` cookie's (the page language the visitor last read).
     */
    requestPasswordReset: (email: string) =>
      client.reservations<ResetPasswordAnswer>(
        "GET",
        `/registeredCustomer/resetPasswordEmail/${encodeURIComponent(email)}`,
      ),
    /** POST /rsv/registeredCustomer/resetPassword: throws the returned message when success is false. */
    async resetPassword(body: ResetPasswordBody): Promise<ResetPasswordAnswer> {
      const answer = await client.reservations<ResetPasswordAnswer>("POST", "/registeredCustomer/resetPassword", {
        lang: lang(),
        ...body,
      });
      if (!answer.success) throw new ApiError(answer.message, 200, answer);
      return answer;
    },
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
