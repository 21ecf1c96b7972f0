"""People at a salon server: accounts (names, passwords, sessions, e-mailed links), the mail
they are sent, and (later) their ratings and history. Guests need none of it: a seat token
plays exactly as before. The threat model is docs/accounts.md."""
