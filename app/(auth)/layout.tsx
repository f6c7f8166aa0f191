/** Signup and login: a quiet frame, the site shell around it comes from the root layout. */
export default function AuthLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-16 lg:px-8 lg:pt-20">{children}</div>;
}
