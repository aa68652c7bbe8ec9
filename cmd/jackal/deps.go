package main

// Blank imports keep the project's required modules in go.mod until the
// packages that use them land. Removed once every one is imported for real.
import (
	_ "github.com/bwmarrin/discordgo"
	_ "github.com/fogleman/gg"
	_ "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	_ "go.etcd.io/bbolt"
	_ "go.yaml.in/yaml/v3"
	_ "golang.org/x/image/font/gofont/goregular"
)
