"""``python -m adrenaline``: the same as the ``adrenaline`` command."""

from .cli import main

raise SystemExit(main())
