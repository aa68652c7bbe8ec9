// Package telegramtest is a fake Telegram Bot API server for end-to-end
// tests of the bot.
//
// A Server is an httptest.Server on 127.0.0.1 serving /bot<token>/<method>
// with JSON, form and multipart bodies. It keeps enough state for a whole
// game: the messages of every chat (text or caption, picture bytes,
// keyboard, topic), inline messages, uploaded files, callback and inline
// answers, commands, chat members and the webhook. Tests inject what users
// do (SendMessage, Press, PressInline, InlineQuery, ChooseInline) and what
// Telegram does (Migrate, Block, FailNext), then assert what a user would
// see (Messages, LastMessage, InlineMessage, CallbackAnswer) or what the bot
// asked (Requests), waiting with WaitFor.
//
// Point a client at it with Config.APIEndpoint = s.Endpoint() and
// Config.Token = telegramtest.Token.
package telegramtest
