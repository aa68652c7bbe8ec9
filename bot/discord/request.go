package discord

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/jackalbot/jackal/bot"
)

// adminPermissions are the permissions that make a member a chat admin.
const adminPermissions = discordgo.PermissionAdministrator | discordgo.PermissionManageServer | discordgo.PermissionManageChannels

// channelInfo is the partial channel an interaction carries (discordgo
// does not decode it).
type channelInfo struct {
	Type discordgo.ChannelType `json:"type"`
	Name string                `json:"name"`
}

// thread tells whether the channel is a thread.
func (c channelInfo) thread() bool {
	switch c.Type {
	case discordgo.ChannelTypeGuildPublicThread, discordgo.ChannelTypeGuildPrivateThread, discordgo.ChannelTypeGuildNewsThread:
		return true
	}
	return false
}

// channelOf reads the channel object of a raw INTERACTION_CREATE payload.
func channelOf(raw json.RawMessage) channelInfo {
	var p struct {
		Channel *channelInfo `json:"channel"`
	}
	if json.Unmarshal(raw, &p) != nil || p.Channel == nil {
		return channelInfo{Type: -1}
	}
	return *p.Channel
}

// baseRequest is the chat, user and admin flag of an interaction.
func baseRequest(i *discordgo.Interaction, ch channelInfo) bot.Request {
	u := i.User
	if i.Member != nil && i.Member.User != nil {
		u = i.Member.User
	}
	var user bot.User
	if u != nil {
		user = bot.User{ID: u.ID, Name: displayName(i.Member, u), Lang: string(i.Locale)}
	}
	private := i.GuildID == "" && ch.Type != discordgo.ChannelTypeGroupDM
	admin := private || (i.Member != nil && i.Member.Permissions&adminPermissions != 0)
	thread := ""
	if ch.thread() {
		thread = i.ChannelID // a thread is a channel of its own: its key is its id
	}
	return bot.Request{
		Chat: bot.Chat{Key: bot.PlatformDiscord + ":" + i.ChannelID, Platform: bot.PlatformDiscord,
			ID: i.ChannelID, Thread: thread, Private: private, Title: ch.Name, Server: i.GuildID},
		User:     user,
		IsAdmin:  admin,
		UpdateID: "dc:" + i.ID,
	}
}

// displayName is how the guild shows a user: nickname, global name or
// username.
func displayName(m *discordgo.Member, u *discordgo.User) string {
	switch {
	case m != nil && m.Nick != "":
		return m.Nick
	case u.GlobalName != "":
		return u.GlobalName
	}
	return u.Username
}

// invoker is the id of the user who made an interaction.
func invoker(i *discordgo.Interaction) string {
	if i.Member != nil && i.Member.User != nil {
		return i.Member.User.ID
	}
	if i.User != nil {
		return i.User.ID
	}
	return ""
}

// snowflakeTime is when Discord made an id (zero for a bad id).
func snowflakeTime(id string) time.Time {
	n, err := strconv.ParseUint(id, 10, 64)
	if err != nil {
		return time.Time{}
	}
	const discordEpoch = 1420070400000
	return time.UnixMilli(int64(n>>22) + discordEpoch)
}
