import('./devShell');
