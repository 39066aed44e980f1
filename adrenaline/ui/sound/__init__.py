"""The game's sound effects, all made here: :mod:`.synth` makes them (sine waves and
noise, standard library only), :mod:`.cues` says which goes with what happens, and
:mod:`.player` plays them (volume, mute, silence without an audio device)."""
