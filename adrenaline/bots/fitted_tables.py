"""Written by tools/fit_evaluation.py: the fitted evaluation's coefficients per mode
(bots/fitted.py FEATURES' order), with the command that made them and the
held-out R^2. A mode not here keeps the hand-made evaluation."""

MODELS: dict[str, dict] = {
    'deathmatch': {
        'command': 'tools/fit_evaluation.py --mode deathmatch --games 2000 --seed 50000 --processes 2',
        'r2_held_out': 0.8648,
        'target': 'points',
        'weights': (
            2.787399,  # one
            0.235641,  # board
            -0.044975,  # board_sq
            0.450517,  # board_sure
            0.339773,  # track
            0.0,  # standing
            0.229621,  # loaded
            0.011713,  # unloaded
            0.08606,  # cubes
            -0.284343,  # powerups
            0.113475,  # marks_given
            -0.065782,  # marks_taken
            -3.282736,  # damage
            2.178075,  # damage_sq
            0.830336,  # skulls
            -1.954864,  # to_act
            35.19576,  # left
            3.112274,  # frenzy
            -0.25238,  # left_board
            -0.021542,  # left_sure
            -0.348378,  # left_loaded
            -0.564039,  # left_unloaded
            0.408238,  # left_cubes
            -0.055089,  # left_powerups
            0.0,  # left_standing
            -2.276061,  # left_damage
        ),
    },
}
