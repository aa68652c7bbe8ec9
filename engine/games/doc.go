// Package games lists the games the bot hosts, each as a game.Game built
// from its ruleset, its computer players and its scenario runner: classic
// Jackal (the default) and Archipirata. Front ends find a game here by its
// id and speak to it only through package game.
package games
