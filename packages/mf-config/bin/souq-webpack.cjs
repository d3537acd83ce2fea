#!/usr/bin/env node
// The apps do not depend on webpack-cli themselves: one pinned toolchain lives here.
require('webpack-cli/bin/cli.js');
