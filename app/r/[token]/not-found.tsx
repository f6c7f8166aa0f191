import { ReadingNotFound } from "@/components/readings/reading-not-found";

export default function NotFound() {
  return <ReadingNotFound hint="This link doesn't open a reading. Open it again from your reading's email (the whole link, to its last character), or reply to that email and a person will help." />;
}
