import "server-only";

import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { hitRateLimit } from "@/lib/security/rate-limit";
import type { ForgotPasswordData, ResetPasswordData } from "@/lib/validations/account";

import { sendAccountEmail } from "./send-account-email";
import { consumeToken, issueToken, TOKEN_PURPOSES } from "./tokens";

export const RESET_LINK_SENT =
  "If that email has a portal, a link to choose a new password is on its way. It works once, for one hour. Check your spam folder if it hasn't arrived in a few minutes.";
export const RESET_TOO_OFTEN = "Too many reset requests. Please wait a few minutes and try again.";
export const RESET_LINK_INVALID = "This link has expired or has already been used. You can ask for a new one below.";

const WINDOW_MS = 15 * 60 * 1000;
/** Per address: every request counts (a flood is refused outright, whatever the email). */
const REQUESTS_PER_ADDRESS = 10;
/** Per email: at most this many letters an hour; past it the same answer, but nothing is sent. */
const LETTERS_PER_EMAIL_PER_HOUR = 3;
const RESETS_PER_ADDRESS = 20;

/**
 * "Forgot password?": the same answer whether or not the email has an account (nothing to
 * enumerate). When it has one, a single-use link valid for one hour is emailed (earlier links
 * stop working). Flooding from one address is a 429; one mailbox gets at most 3 letters an hour.
 */
export async function requestPasswordReset(input: ForgotPasswordData, ip: string, origin: string | null, now = new Date()): Promise<{ message: string }> {
  if (!(await hitRateLimit(`reset:request:ip:${ip}`, REQUESTS_PER_ADDRESS, WINDOW_MS)).allowed) throw new ApiError(429, RESET_TOO_OFTEN);
  const user = await db().user.findUnique({ where: { email: input.email }, select: { id: true, email: true, fullName: true, personaHandle: true } });
  if (user && (await hitRateLimit(`reset:letters:user:${user.id}`, LETTERS_PER_EMAIL_PER_HOUR, 60 * 60 * 1000)).allowed) {
    const issued = await issueToken(user.id, TOKEN_PURPOSES.passwordReset, { now });
    const first = user.fullName.trim().split(/\s+/)[0] || "there";
    await sendAccountEmail({
      key: `account:password-reset:${issued.id}`,
      to: user.email,
      persona: user.personaHandle,
      subject: "Choose a new password for your portal",
      title: "A new password",
      body: [
        `Hello ${first},`,
        "Someone, we hope you, asked to choose a new password for your portal at The Quantum Veil. The button below opens a page where you can set one. It works once, for one hour.",
        "Setting a new password signs your portal out everywhere it is open, so only you are in it afterwards.",
        "If you didn't ask for this, you can let this letter go: your password stays as it is.",
      ].join("\n\n"),
      action: { path: `/reset-password?token=${issued.token}`, label: "Choose a new password" },
      origin,
    });
  }
  return { message: RESET_LINK_SENT };
}

/**
 * Sets a new password from a reset link: the token is used once (in the same transaction as the
 * new hash), every session of the user is ended, and the caller signs in fresh (the route starts
 * a new session). Throws 400 for a link that is unknown, used or expired.
 */
export async function resetPassword(input: ResetPasswordData, ip: string, now = new Date()): Promise<{ id: string; user: SessionUser }> {
  if (!(await hitRateLimit(`reset:use:ip:${ip}`, RESETS_PER_ADDRESS, WINDOW_MS)).allowed) throw new ApiError(429, RESET_TOO_OFTEN);
  const passwordHash = await hashPassword(input.newPassword);
  const user = await db().$transaction(async (tx) => {
    const token = await consumeToken(input.token, TOKEN_PURPOSES.passwordReset, { now, prisma: tx });
    if (!token) return null;
    await tx.session.updateMany({ where: { userId: token.userId, revokedAt: null }, data: { revokedAt: now } });
    await tx.accountToken.deleteMany({ where: { userId: token.userId, purpose: TOKEN_PURPOSES.passwordReset, usedAt: null } });
    return tx.user.update({ where: { id: token.userId }, data: { passwordHash }, select: { id: true, ...SESSION_USER_SELECT } });
  });
  if (!user) throw new ApiError(400, RESET_LINK_INVALID, { token: [RESET_LINK_INVALID] });
  return { id: user.id, user: sessionUserFromRow(user) };
}
