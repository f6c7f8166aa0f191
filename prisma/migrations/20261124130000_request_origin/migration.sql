-- The origin a request was made on (an order's checkout, a subscription, a contact message), so the
-- emails sent about it later link back there in development, when APP_URL is not set (lib/app-url.ts).
-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "siteOrigin" TEXT;

-- AlterTable
ALTER TABLE "AutomationSubscription" ADD COLUMN     "siteOrigin" TEXT;

-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "siteOrigin" TEXT;
