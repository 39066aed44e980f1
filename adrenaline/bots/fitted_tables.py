# ruff: noqa: E501  (a command line each table)
"""Written by tools/fit_evaluation.py: the fitted evaluation's coefficients per mode
(bots/fitted.py FEATURES' order), with the command that made them and the
held-out R^2. A mode not here keeps the hand-made evaluation."""

MODELS: dict[str, dict] = {
    'deathmatch+bot': {
        'command': 'tools/fit_evaluation.py --mode deathmatch --players 3 --bot --games 1200 --seed 50000 --processes 1',
        'r2_held_out': 0.8687,
        'target': 'points',
        'weights': (
            14.792676,  # one
            0.235254,  # board
            0.111543,  # board_sq
            0.481613,  # board_sure
            0.427064,  # track
            0.0,  # standing
            0.518864,  # loaded
            0.216006,  # unloaded
            0.173171,  # cubes
            -0.006039,  # powerups
            0.414111,  # marks_given
            -0.193715,  # marks_taken
            -1.687979,  # damage
            1.459473,  # damage_sq
            0.960477,  # skulls
            -2.378616,  # to_act
            23.233419,  # left
            3.275596,  # frenzy
            -0.17017,  # left_board
            -0.064552,  # left_sure
            -0.497018,  # left_loaded
            -0.593052,  # left_unloaded
            0.336602,  # left_cubes
            0.046006,  # left_powerups
            0.0,  # left_standing
            -1.161583,  # left_damage
            -14.560213,  # rounds
        ),
    },
    'domination-4p': {
        'command': 'tools/fit_evaluation.py --mode domination --games 1000 --seed 50000 --processes 1',
        'r2_held_out': 0.5095,
        'target': 'points',
        'weights': (
            24.302877,  # one
            0.939774,  # board
            -0.319378,  # board_sq
            0.322363,  # board_sure
            0.0,  # track
            3.061246,  # standing
            0.653151,  # loaded
            0.004191,  # unloaded
            0.163348,  # cubes
            -0.176093,  # powerups
            0.147271,  # marks_given
            0.311331,  # marks_taken
            -8.330381,  # damage
            3.605584,  # damage_sq
            2.253113,  # skulls
            -3.24979,  # to_act
            9.157446,  # left
            0.202188,  # frenzy
            -0.102211,  # left_board
            -0.125488,  # left_sure
            0.026005,  # left_loaded
            0.017244,  # left_unloaded
            0.705677,  # left_cubes
            0.179048,  # left_powerups
            -2.55762,  # left_standing
            4.223805,  # left_damage
            -28.179912,  # rounds
        ),
    },
    'screened-deathmatch': {
        'command': 'tools/fit_evaluation.py --mode deathmatch --games 2000 --seed 50000 --processes 2 --key screened-deathmatch',
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
    'screened-turret': {
        'command': 'tools/fit_evaluation.py --mode turret --games 800 --seed 50000 --processes 1 --key screened-turret',
        'r2_held_out': 0.8733,
        'target': 'points',
        'weights': (
            18.108645,  # one
            0.651696,  # board
            -0.135949,  # board_sq
            0.401886,  # board_sure
            0.0,  # track
            1.168895,  # standing
            0.22364,  # loaded
            0.174436,  # unloaded
            0.120122,  # cubes
            0.120992,  # powerups
            0.201748,  # marks_given
            -0.10151,  # marks_taken
            -2.13756,  # damage
            2.189737,  # damage_sq
            0.44368,  # skulls
            -2.947559,  # to_act
            21.705605,  # left
            2.510271,  # frenzy
            -0.215497,  # left_board
            -0.142583,  # left_sure
            -0.230817,  # left_loaded
            -0.457747,  # left_unloaded
            0.046288,  # left_cubes
            0.050266,  # left_powerups
            -0.434072,  # left_standing
            -2.170384,  # left_damage
            -21.578686,  # rounds
        ),
    },
}
