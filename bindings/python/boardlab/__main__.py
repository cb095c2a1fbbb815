"""``python -m boardlab``: the boardlab command line (see boardlab.cli)."""
import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
