// Served as it is (no bundler runtime): a price formatted once, off the page's main thread.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(0);
close();
