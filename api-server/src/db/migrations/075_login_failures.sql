-- Failed sign-ins per client IP and per account, in fixed windows (auth/login-rate-limiter.ts).
-- In the database so that every API process on it counts the same failures. The key is a
-- SHA-256 of 'ip:<address>' or 'acct:<email>': no address or e-mail is stored.
create table login_failures (
  key text primary key,
  failures integer not null,
  reset_at timestamptz not null
);
create index login_failures_reset_idx on login_failures (reset_at);
