// Package storetest is the contract test suite of storage.Store: the
// behaviour every backend must have, run against the embedded bbolt store
// (package storage's tests) and against PostgreSQL (package
// storage/postgres's tests) by Run, each test on a fresh, empty store
// from the backend's constructor.
package storetest
