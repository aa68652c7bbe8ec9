package render

import (
	"image/color"

	"github.com/jackalbot/jackal/engine"
)

// named collects every colour the package draws with; the fixed palette
// (palette.go) holds them all exactly.
var named []color.RGBA

// hex registers and returns the opaque colour 0xRRGGBB.
func hex(v uint32) color.RGBA {
	c := color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
	for _, n := range named {
		if n == c {
			return c
		}
	}
	named = append(named, c)
	return c
}

// The frame: background, sea, grid and labels.
var (
	colBackground = hex(0x122c42) // margins and status strip
	colSea        = hex(0x2467a0)
	colSeaDeep    = hex(0x1b4f7c) // the four corners out of play
	colSeaLine    = hex(0x3a80b8)
	colGrout      = hex(0x2b2116) // between island tiles
	colLabel      = hex(0xd5e3ee)
	colText       = hex(0xf7f7f2)
	colTextDim    = hex(0x9fb4c6)
	colInk        = hex(0x1c1a17) // dark drawing ink
	colPaper      = hex(0xfbf8ee) // light drawing ink
	colHighlight  = hex(0xffd83d) // revealed this action
	colTrail      = hex(0xff2d8a) // the last action's path
	colDeadly     = hex(0xd32f2f)
	colGold       = hex(0xf2b900)
	colGoldDark   = hex(0x8a6400)
	colShadow     = hex(0x0e0d0b)
)

// Tile grounds and their drawing colours.
var (
	colBack      = hex(0x7a5232)
	colBackEdge  = hex(0x946843)
	colBackMark  = hex(0xb08453)
	colGrass     = hex(0xa9d18e)
	colGrassDark = hex(0x79ad5f)
	colPalmTrunk = hex(0x8c6239)
	colRock      = hex(0x8e9196)
	colArrowBg   = hex(0xf6ecc9)
	colArrow     = hex(0x3a2716)
	colHorseBg   = hex(0xdccdf2)
	colHorse     = hex(0x4b2a82)
	colForest    = hex(0x3f7f3c)
	colForestDk  = hex(0x2a5a28)
	colDesert    = hex(0xe4b55c)
	colDesertDk  = hex(0xc48f35)
	colSwamp     = hex(0x6e7d3c)
	colSwampDk   = hex(0x4d5a26)
	colMountain  = hex(0x8e92a0)
	colMountDk   = hex(0x5d6170)
	colIce       = hex(0xd4f1fb)
	colIceDk     = hex(0x3b8fc2)
	colTrapBg    = hex(0xd9c9a4)
	colSteel     = hex(0x4a4c50)
	colOgreBg    = hex(0x7d1d1d)
	colStone     = hex(0xbcbcb2)
	colStoneDk   = hex(0x6f6f66)
	colNativeBg  = hex(0xd2a880)
	colFlag      = hex(0xe0562b)
	colCross     = hex(0x2e9e4f)
	colChestBg   = hex(0xf1d98e)
	colWood      = hex(0x7a4b25)
	colSky       = hex(0xc3e5f7)
	colPlane     = hex(0x2f4a5e)
	colSpent     = hex(0xc9c9c9)
	colSpentInk  = hex(0x8b8b8b)
	colSmokeBg   = hex(0x9a9a9a)
	colSmoke     = hex(0xe6e6e6)
	colBalloon   = hex(0xe8792b)
	colCannonBg  = hex(0xdccaa8)
	colLightBg   = hex(0x2d3f6c)
	colBeam      = hex(0xffe37a)
	colTower     = hex(0xd8433b)
	colCrocBg    = hex(0xa8dac8)
	colCroc      = hex(0x2f6b2a)
	colParchment = hex(0xe9d6b4)
	colSkin      = hex(0xc98b5a)
	colSkinDark  = hex(0x7b4a2a)
	colRumBg     = hex(0xcf9560)
	colBottleBg  = hex(0xc4e8d4)
	colGlass     = hex(0x2f8a57)
	colCaveBg    = hex(0x61605d)
	colCaveDark  = hex(0x1e1e1e)
	colQuakeBg   = hex(0xdcb88d)
	colCarambaBg = hex(0xffe28a)
	colThicket   = hex(0x2f6332)
	colThicketLt = hex(0x4f8a43)
	colPurple    = hex(0x6a3d9a)
)

// Crew colours: the token fill, its outline and the ink of its number. A
// white token has a dark outline and a black token a light one, so every
// crew shows on light and dark chat themes alike.
var (
	crewFill    = [engine.NumCrews]color.RGBA{hex(0xf7f7f2), hex(0xf5c518), hex(0x1e1e1e), hex(0xe0392b)}
	crewOutline = [engine.NumCrews]color.RGBA{colInk, colInk, hex(0xeeeeee), colInk}
	crewInk     = [engine.NumCrews]color.RGBA{colInk, colInk, hex(0xffffff), hex(0xffffff)}
	colNoCrew   = hex(0x9a9a9a)
)

// crewColor is the fill of crew c, grey for NoCrew.
func crewColor(c engine.Crew) color.RGBA {
	if c < engine.NumCrews {
		return crewFill[c]
	}
	return colNoCrew
}

// crewEdge is the outline of crew c's tokens and trails.
func crewEdge(c engine.Crew) color.RGBA {
	if c < engine.NumCrews {
		return crewOutline[c]
	}
	return colInk
}

// crewText is the ink written on crew c's fill.
func crewText(c engine.Crew) color.RGBA {
	if c < engine.NumCrews {
		return crewInk[c]
	}
	return colInk
}
