import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type * as React from "react";

import { personaOrDefault, type PersonaHandle } from "@/lib/personas";

import { darkModeCss, EMAIL_PALETTES, FONTS, PAGE } from "../theme";

export interface LetterShellProps {
  /** The oracle who writes: her name, role, colours, sign-off and signature. */
  persona: PersonaHandle;
  /** Mail from the team rather than an oracle: this name and role in the band, and no sign-off. */
  sender?: { name: string; role: string };
  /** The product or series, under the persona's name. */
  title: string;
  preview: string;
  appUrl: string;
  /** Small print at the bottom: refund note, unsubscribe link… */
  footer?: React.ReactNode;
  children: React.ReactNode;
}

const L = PAGE.light;

/**
 * The letter every oracle email shares: a night-sky band with the oracle's name, a parchment page
 * (dark in dark mode) at a 600px measure, and the oracle's sign-off and signature line.
 */
export function LetterShell({ persona, sender, title, preview, appUrl, footer, children }: LetterShellProps) {
  const p = EMAIL_PALETTES[persona];
  const oracle = personaOrDefault(persona);
  const [personaName, personaRole] = sender ? [sender.name, sender.role] : [oracle.displayName, oracle.role];
  const signOff = sender ? null : oracle.displayName;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss(p)}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="qv-page" style={{ backgroundColor: L.background, margin: 0, padding: 0, fontFamily: FONTS.sans }}>
        {/* React Email copies Body's style onto an inner cell without the class: this wrapper carries both. */}
        <div className="qv-page" style={{ backgroundColor: L.background, padding: "24px 0", fontFamily: FONTS.sans }}>
        <Container style={{ maxWidth: 600, width: "100%", margin: "0 auto" }}>
          <Section
            className="qv-head"
            style={{ backgroundColor: p.deep, borderRadius: "18px 18px 0 0", padding: "32px 40px", backgroundImage: `radial-gradient(circle at 85% 0%, ${p.mid}55, transparent 60%)` }}
          >
            <Text style={{ margin: 0, color: p.light, fontSize: 13, letterSpacing: "0.18em", textTransform: "uppercase", fontFamily: FONTS.sans }}>
              <span style={{ color: p.mid, fontSize: 16 }}>{p.glyph}</span>&nbsp;&nbsp;{personaName} · {personaRole}
            </Text>
            <Text style={{ margin: "10px 0 0", color: "#ffffff", fontSize: 26, lineHeight: "32px", fontFamily: FONTS.serif }}>{title}</Text>
          </Section>
          <Section className="qv-card qv-body" style={{ backgroundColor: L.card, padding: "36px 40px", border: `1px solid ${L.rule}`, borderTop: "none", borderRadius: "0 0 18px 18px" }}>
            {children}
            {signOff ? (
              <>
                <Text className="qv-ink" style={{ margin: "28px 0 0", color: L.ink, fontSize: 17, lineHeight: "28px", fontFamily: FONTS.serif }}>
                  With you,
                  <br />
                  <span className="qv-accent" style={{ color: p.accentOnLight, fontSize: 22 }}>
                    {signOff}
                  </span>
                </Text>
                <Text className="qv-muted" style={{ margin: "6px 0 0", color: L.muted, fontSize: 15, fontStyle: "italic", fontFamily: FONTS.serif }}>
                  {oracle.signature}
                </Text>
              </>
            ) : null}
            <Hr className="qv-rule" style={{ borderColor: L.rule, margin: "32px 0 20px" }} />
            <Text className="qv-muted" style={{ margin: 0, color: L.muted, fontSize: 13, lineHeight: "20px" }}>
              {footer}
            </Text>
            <Text className="qv-muted" style={{ margin: "14px 0 0", color: L.muted, fontSize: 13, lineHeight: "20px" }}>
              The Quantum Veil ·{" "}
              <Link className="qv-link" href={appUrl} style={{ color: p.accentOnLight, textDecoration: "underline" }}>
                {appUrl.replace(/^https?:\/\//, "")}
              </Link>
            </Text>
          </Section>
        </Container>
        </div>
      </Body>
    </Html>
  );
}
