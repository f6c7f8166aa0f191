-- AlterTable
ALTER TABLE "AutomationSubscription" ADD COLUMN     "confirmToken" TEXT,
ADD COLUMN     "confirmedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "suppressedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "email" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "AutomationSubscription_confirmToken_key" ON "AutomationSubscription"("confirmToken");


-- Subscribers from before double opt-in were welcomed under the old rules: they stay subscribed.
UPDATE "AutomationSubscription" SET "confirmedAt" = "createdAt" WHERE "confirmedAt" IS NULL AND "unsubscribedAt" IS NULL;
