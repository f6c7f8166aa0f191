import { ReadingNotFound } from "@/components/readings/reading-not-found";

export default function NotFound() {
  return <ReadingNotFound hint="This reading isn't here. If it's yours, sign in with the account you bought it with and open it from your portal's orders, or use the link in its email." />;
}
