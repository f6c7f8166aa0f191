import { z } from "zod";

import { email, text } from "./common";

/** SPEC §5 Contact: shared by the contact form and POST /api/contact. */
export const contactSchema = z.object({
  name: text("Name").min(2, "Name must be at least 2 characters").max(120, "Name must be at most 120 characters"),
  email: email("Please enter a valid email"),
  message: text("Message", { multiline: true }).min(10, "Message must be at least 10 characters").max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
