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

// validateStorage checks the storage section: a known driver, and with
// PostgreSQL the name (never the value) of the DSN's environment variable
// and no scheduled file backups.
func (c *Config) validateStorage() error {
	st := &c.Storage
	switch st.Driver {
	case DriverBolt:
	case DriverPostgres:
		if st.DSNEnv == "" {
			return fmt.Errorf("storage.dsn_env must name the environment variable holding the PostgreSQL DSN (e.g. %s)", defaultDSNEnv)
		}
		if !envName.MatchString(st.DSNEnv) {
			// not quoted back: it may be a DSN with its password
			return fmt.Errorf("storage.dsn_env is the name of an environment variable (e.g. %s): the DSN itself never goes in the file", defaultDSNEnv)
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
