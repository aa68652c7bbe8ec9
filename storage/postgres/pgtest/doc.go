// Package pgtest starts a private PostgreSQL cluster for tests: initdb in
// a temporary directory, the server on a free loopback port with its
// socket in that directory, stopped and removed at the end. Tests get a
// fresh database each (Cluster.NewDatabase), so they never see each
// other's rows; nothing is mocked.
//
// The binaries are found on PATH or in /usr/lib/postgresql/<version>/bin
// (Debian's postgresql package; CI installs it when initdb is missing).
// initdb and postgres refuse to run as root, so a root test process runs
// them as the user "postgres" (which the package creates), or "nobody".
package pgtest
