// Package browsertest runs the web board's pages in a headless Chromium
// for tests, driven by chromedp: finding the browser (Debian's chromium,
// which .ci/run installs when missing), waiting on the page, and keeping
// screenshots as test artifacts ($JACKAL_ARTIFACTS).
package browsertest
