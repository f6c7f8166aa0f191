// Every test process starts from a known environment: no real providers, test secrets.
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-000";
process.env.APP_URL ??= "http://localhost:3000";
delete process.env.STRIPE_SECRET_KEY;
delete process.env.RESEND_API_KEY;
