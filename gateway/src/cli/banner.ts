/**
 * The one place that writes to stdout directly: a generated password is shown once, to the
 * person starting the portal, and never logged (log lines are shipped and kept).
 */
export const printGeneratedPassword = (username: string, password: string, title: string, hint: string): void => {
  const rule = '='.repeat(64);
  process.stdout.write(
    [
      '',
      rule,
      `  ${title}`,
      `  username: ${username}`,
      `  password: ${password}`,
      '  This password is shown only this once: store it now.',
      `  (${hint})`,
      rule,
      '',
      '',
    ].join('\n'),
  );
};
