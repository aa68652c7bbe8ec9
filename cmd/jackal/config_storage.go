package main

import (
	"fmt"
	"regexp"
)

// The storage drivers of the configuration (storage.driver).
const (
	// DriverBolt keeps the store in one bbolt file (storage.path).
	DriverBolt = "bolt"
	// DriverPostgres keeps it in a PostgreSQL database, shared by every
	// process pointed at it.
	DriverPostgres = "postgres"
)

// defaultDSNEnv is the environment variable read for the PostgreSQL DSN
// when the configuration or the command line names none.
const defaultDSNEnv = "JACKAL_POSTGRES_DSN"

// envName matches the name of an environment variable.
var envName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// dsnEnvName checks name, which the setting what (storage.dsn_env,
// -dsn-env) gives as the environment variable holding the PostgreSQL
// DSN: it must be a variable's name. The refusal never quotes name: it
// may be the DSN itself, password and all.
func dsnEnvName(what, name string) error {
	switch {
	case name == "":
		return fmt.Errorf("%s must name the environment variable holding the PostgreSQL DSN (e.g. %s)", what, defaultDSNEnv)
	case !envName.MatchString(name):
		return fmt.Errorf("%s takes the NAME of an environment variable holding the DSN (e.g. %s), not the DSN itself", what, defaultDSNEnv)
	}
	return nil
}

// validateStorage checks the storage section: a known driver, and with
// PostgreSQL the name (never the value) of the DSN's environment variable
// and no scheduled file backups.
func (c *Config) validateStorage() error {
	st := &c.Storage
	switch st.Driver {
	case DriverBolt:
	case DriverPostgres:
		if err := dsnEnvName("storage.dsn_env", st.DSNEnv); err != nil {
			return err
		}
		if st.BackupEvery != 0 {
			return fmt.Errorf("storage.backup_every is for the bolt driver: back PostgreSQL up with pg_dump or `jackal db backup -postgres`")
		}
	default:
		return fmt.Errorf("storage.driver is %s or %s, not %q", DriverBolt, DriverPostgres, st.Driver)
	}
	if st.MaxConns < 0 {
		return fmt.Errorf("storage.max_conns is 0 (pgx's default) or more, not %d", st.MaxConns)
	}
	return nil
}
