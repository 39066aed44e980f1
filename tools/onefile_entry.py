"""The one-file build's entry point (``make dist``: PyInstaller bundles this script, the
``adrenaline`` package with its package data, Python and pygame-ce into ``dist/adrenaline``).

The same as the ``adrenaline`` command; ``freeze_support`` first, so the computer players'
worker process (started with 'spawn', which runs this executable again) works when frozen.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from adrenaline.cli import main

    raise SystemExit(main())
