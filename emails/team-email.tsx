import { Text } from "@react-email/components";

import { LetterShell } from "./components/letter-shell";
import { FactsPanel } from "./components/panels";
import { FONTS, PAGE } from "./theme";

export interface ContactForwardEmailProps {
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  appUrl: string;
}

/** A contact-form message, forwarded to the team inbox; replying answers the sender. */
export function ContactForwardEmail({ name, email, message, receivedAt, appUrl }: ContactForwardEmailProps) {
  return (
    <LetterShell
      persona="astra"
      sender={{ name: "The Quantum Veil", role: "Contact form" }}
      title={`A message from ${name}`}
      preview={message.slice(0, 120)}
      appUrl={appUrl}
      footer="Reply to this email to answer the sender directly. We promise a reply within 24 hours."
    >
      <FactsPanel
        title="From"
        persona="astra"
        rows={[
          { label: "Name", value: name },
          { label: "Email", value: email },
          { label: "Received", value: receivedAt },
        ]}
      />
      {message.split(/\n{2,}/).map((para, i) => (
        <Text key={i} className="qv-ink" style={{ margin: "0 0 14px", color: PAGE.light.ink, fontFamily: FONTS.serif, fontSize: 17, lineHeight: "27px", whiteSpace: "pre-wrap" }}>
          {para}
        </Text>
      ))}
    </LetterShell>
  );
}
