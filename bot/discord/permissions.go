package discord

import (
	"strings"

	"github.com/bwmarrin/discordgo"
)

// permissionName names a permission in Discord's English and Russian UI.
var permissionName = []struct {
	bit    int64
	en, ru string
}{
	{discordgo.PermissionViewChannel, "View Channel", "Просматривать канал"},
	{discordgo.PermissionSendMessages, "Send Messages", "Отправлять сообщения"},
	{discordgo.PermissionSendMessagesInThreads, "Send Messages in Threads", "Отправлять сообщения в ветках"},
	{discordgo.PermissionAttachFiles, "Attach Files", "Прикреплять файлы"},
}

// needed are the permissions an operation needs in a channel: posting
// needs Send Messages (in Threads, for a thread), a picture Attach Files.
func needed(post, files, thread bool) int64 {
	p := int64(discordgo.PermissionViewChannel)
	if post && thread {
		p |= discordgo.PermissionSendMessagesInThreads
	} else if post {
		p |= discordgo.PermissionSendMessages
	}
	if files {
		p |= discordgo.PermissionAttachFiles
	}
	return p
}

// permissionText tells the invoker which permissions the bot lacks where:
// those of need it does not have (have is from the interaction, 0 when
// unknown), or all of need when Discord refused anyway.
func permissionText(lang, channelID string, need, have int64) string {
	missing := need &^ have
	if missing == 0 {
		missing = need
	}
	var names []string
	for _, p := range permissionName {
		if missing&p.bit != 0 {
			if lang == "ru" {
				names = append(names, "«"+p.ru+"»")
			} else {
				names = append(names, p.en)
			}
		}
	}
	where := "<#" + channelID + ">"
	if lang == "ru" {
		return "Мне не хватает прав в " + where + ": нужно " + joinAnd(names, " и ") + "."
	}
	noun := " permission"
	if len(names) > 1 {
		noun = " permissions"
	}
	return "I need the " + joinAnd(names, " and ") + noun + " in " + where + "."
}

// joinAnd joins names as "a, b and c".
func joinAnd(names []string, and string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + and + names[len(names)-1]
}

// langOf is the language of the adapter's own messages to a user.
func langOf(l discordgo.Locale) string {
	if strings.HasPrefix(string(l), "ru") {
		return "ru"
	}
	return "en"
}
