"""The workbench: a local web app (``mtgrules serve``) to build boards, see every object's
characteristics explained layer by layer, read the rules they cite, and play games."""
