-- A seeker's private calendar feed of their exact transits (lib/sky/feed.ts): the token's
-- SHA-256 only; one feed per seeker, replaced when a new link is made.
-- CreateTable
CREATE TABLE "SkyFeed" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SkyFeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SkyFeed_userId_key" ON "SkyFeed"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "SkyFeed_tokenHash_key" ON "SkyFeed"("tokenHash");

-- AddForeignKey
ALTER TABLE "SkyFeed" ADD CONSTRAINT "SkyFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
