"""Keeping games: each game's own file, written as it is played (journal), and the
kept games as a player sees them (library). No pygame here."""
