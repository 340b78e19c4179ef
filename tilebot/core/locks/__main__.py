import sys

from tilebot.core.locks import main

sys.exit(main(sys.argv[1:]))
