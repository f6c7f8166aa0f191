import "server-only";

import { ApiError } from "@/lib/api/errors";
import { SIGN_IN_REQUIRED } from "@/lib/auth/current-user";
import { verifyPassword } from "@/lib/auth/password";
import { SESSION_USER_SELECT, sessionUserFromRow, type SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { hitRateLimit, peekRateLimit } from "@/lib/security/rate-limit";
import type { ChangeEmailData, ConfirmEmailData } from "@/lib/validations/account";

import { sendAccountEmail } from "./send-account-email";
import { consumeToken, issueToken, TOKEN_PURPOSES } from "./tokens";

export const WRONG_PASSWORD = "That password is not correct.";
export const ACCOUNT_TOO_OFTEN = "Too many attempts. Please wait a few minutes and try again.";
export const EMAIL_ALREADY_TAKEN = "That email already has a portal.";
export const SAME_EMAIL = "That is already your email.";
export const EMAIL_LINK_INVALID = "This link has expired or has already been used. You can ask for a new one in your settings.";

const WINDOW_MS = 15 * 60 * 1000;
const ATTEMPTS_PER_USER = 10;
const WRONG_PASSWORDS_PER_USER = 5;

/**
 * A signed-in seeker proves it is still them (a stolen session must not be able to take the
 * account): every attempt counts, and after five wrong passwords in 15 minutes even the right one
 * waits. Shared by the email change and the account's deletion.
 */
export async function checkPassword(userId: string, password: string, action: string): Promise<void> {
  const wrongKey = `${action}:wrong:user:${userId}`;
  const attempt = await hitRateLimit(`${action}:attempt:user:${userId}`, ATTEMPTS_PER_USER, WINDOW_MS);
  if (!attempt.allowed || !(await peekRateLimit(wrongKey, WRONG_PASSWORDS_PER_USER)).allowed) throw new ApiError(429, ACCOUNT_TOO_OFTEN);
  const row = await db().user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!row) throw new ApiError(401, SIGN_IN_REQUIRED);
  if (!(await verifyPassword(password, row.passwordHash))) {
    await hitRateLimit(wrongKey, WRONG_PASSWORDS_PER_USER, WINDOW_MS);
    throw new ApiError(400, WRONG_PASSWORD, { [action === "email-change" ? "currentPassword" : "password"]: [WRONG_PASSWORD] });
  }
}

/**
 * Asks to move the account to a new address: the current password is checked, then a link valid
 * for 24 hours goes to the new address (nothing changes until it is opened). The old address is
 * told once the change is confirmed.
 */
export async function requestEmailChange(userId: string, input: ChangeEmailData, origin: string | null): Promise<{ message: string }> {
  await checkPassword(userId, input.currentPassword, "email-change");
  const user = await db().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, fullName: true, personaHandle: true } });
  if (input.newEmail === user.email) throw new ApiError(400, SAME_EMAIL, { newEmail: [SAME_EMAIL] });
  if (await db().user.findUnique({ where: { email: input.newEmail }, select: { id: true } })) throw new ApiError(400, EMAIL_ALREADY_TAKEN, { newEmail: [EMAIL_ALREADY_TAKEN] });
  const issued = await issueToken(userId, TOKEN_PURPOSES.emailChange, { newEmail: input.newEmail });
  const first = user.fullName.trim().split(/\s+/)[0] || "there";
  await sendAccountEmail({
    key: `account:email-change:${issued.id}`,
    to: input.newEmail,
    persona: user.personaHandle,
    subject: "Confirm your new email for The Quantum Veil",
    title: "Is this your new address?",
    body: [
      `Hello ${first},`,
      "You asked to use this address for your portal at The Quantum Veil. Open the button below to confirm it; until you do, nothing changes. The link works once, for 24 hours.",
      "If you didn't ask for this, you can let this letter go.",
    ].join("\n\n"),
    action: { path: `/confirm-email?token=${issued.token}`, label: "Confirm my new email" },
    origin,
  });
  return { message: `We sent a link to ${input.newEmail}. Open it to confirm your new email; until then you sign in with your current one.` };
}

/**
 * Opens a confirmation link: the account moves to the new address (unless another portal took it
 * meanwhile), and the old address is told, with a way to reach us if it wasn't them.
 */
export async function confirmEmailChange(input: ConfirmEmailData, origin: string | null, now = new Date()): Promise<SessionUser> {
  const result = await db().$transaction(async (tx) => {
    const token = await consumeToken(input.token, TOKEN_PURPOSES.emailChange, { now, prisma: tx });
    if (!token?.newEmail) return null;
    const before = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { email: true, fullName: true, personaHandle: true } });
    if (await tx.user.findUnique({ where: { email: token.newEmail }, select: { id: true } })) return "taken" as const;
    const user = sessionUserFromRow(await tx.user.update({ where: { id: token.userId }, data: { email: token.newEmail }, select: SESSION_USER_SELECT }));
    return { user, before, tokenId: token.id };
  });
  if (result === "taken") throw new ApiError(400, EMAIL_ALREADY_TAKEN, { token: [EMAIL_ALREADY_TAKEN] });
  if (!result) throw new ApiError(400, EMAIL_LINK_INVALID, { token: [EMAIL_LINK_INVALID] });
  const { user, before, tokenId } = result;
  const first = before.fullName.trim().split(/\s+/)[0] || "there";
  await sendAccountEmail({
    key: `account:email-changed:${tokenId}`,
    to: before.email,
    persona: before.personaHandle,
    subject: "Your portal's email has changed",
    title: "Your email has changed",
    body: [
      `Hello ${first},`,
      `Your portal at The Quantum Veil now uses **${user.email}**. From now on we write to that address, and you sign in with it.`,
      "If this was you, there is nothing more to do. If it wasn't, reply to this letter straight away and a person from our team will help you take your portal back.",
    ].join("\n\n"),
    origin,
  });
  return user;
}
