import "server-only";

import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** React Email → HTML: inline-styled tables that survive Gmail, Outlook and Apple Mail. */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  return render(element);
}
