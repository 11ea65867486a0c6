import { data, type AppLoadContext } from "react-router";
import type { AdminIdentity } from "~/domain/auth.server";
import { secondFactorInput } from "~/domain/schemas/two-factor-input";
import { actorFrom } from "./guard.server";

export const TWO_FACTOR_INTENTS = ["totp-start", "totp-confirm", "totp-cancel", "totp-disable"];

export interface TwoFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** An enrolment begun and not yet confirmed: its secret and QR code (an SVG data URL). */
  pending: { secret: string; qrCode: string } | null;
}

/** What the account page shows of the second factor. */
export async function twoFactorState(
  me: AdminIdentity,
  context: AppLoadContext,
): Promise<TwoFactorState> {
  const { team, twoFactor } = context.services;
  const member = await team.get(me.id);
  const enabled = member?.twoFactor ?? false;
  const pending = enabled ? null : await twoFactor.pendingEnrolment(me);
  // Loaded for the few who enrol, not held by every server from its start.
  const { default: QRCode } = await import("qrcode");
  return {
    enabled,
    recoveryCodesLeft: enabled ? await twoFactor.recoveryCodesLeft(me.id) : 0,
    pending: pending && {
      secret: pending.secret,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(
        await QRCode.toString(pending.otpauthUrl, { type: "svg", margin: 1 }),
      ).toString("base64")}`,
    },
  };
}

/** The account page's second-factor forms: start, confirm, cancel and turn off. */
export async function twoFactorAction(
  intent: string,
  form: FormData,
  me: AdminIdentity,
  context: AppLoadContext,
) {
  const { twoFactor } = context.services;
  const actor = actorFrom(me, context);
  if (intent === "totp-start") {
    await twoFactor.startEnrolment(actor);
    return { intent };
  }
  if (intent === "totp-cancel") {
    await twoFactor.cancelEnrolment(me.id);
    return { intent };
  }
  const parsed = secondFactorInput.safeParse({ code: form.get("code") });
  if (!parsed.success) {
    return data({ intent, codeError: parsed.error.issues[0]?.message ?? "" }, { status: 400 });
  }
  if (intent === "totp-confirm") {
    const codes = await twoFactor.confirmEnrolment(actor, parsed.data.code);
    if (codes) return { intent, recoveryCodes: codes };
    return data(
      {
        intent,
        codeError: "That code is not correct. Check the time on your phone and try again.",
      },
      { status: 400 },
    );
  }
  const result = await twoFactor.disable(actor, parsed.data.code);
  if (result === "disabled") return { intent, disabled: true as const };
  const codeError =
    result === "rate-limited"
      ? "Too many wrong codes. Please try again later."
      : "That code is not correct.";
  return data({ intent, codeError }, { status: result === "rate-limited" ? 429 : 400 });
}
