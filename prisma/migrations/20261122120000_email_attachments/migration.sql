-- Outgoing email keeps its attachments (e.g. the live-session .ics invitation), so the dev
-- outbox shows exactly what was sent and a retry re-sends the same thing.
ALTER TABLE "EmailMessage" ADD COLUMN "attachments" JSONB NOT NULL DEFAULT '[]';
