"""The screens around the game, one module per screen or small family: each a scene
(``handle_event`` / ``update`` / ``draw``) built from the widget kit."""
