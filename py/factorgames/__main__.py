"""`python -m factorgames`: the command line (Ctrl-C while it starts exits with 130, quietly)."""
import sys

try:
    from .cli import main
except KeyboardInterrupt:
    sys.exit(130)

sys.exit(main())
