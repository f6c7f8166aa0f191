/**
 * A delivered reading's page in the portal sits outside the (app) group on purpose: that group
 * answers a signed-out visitor with 'Login Required', while a reading is private to its owner
 * and answers everyone else, signed out included, with a real 404 (it reveals nothing).
 */
export default function ReadingLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
