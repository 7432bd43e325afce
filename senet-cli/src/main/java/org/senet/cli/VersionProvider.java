package org.senet.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest (or "development" when run from classes). */
public final class VersionProvider implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = VersionProvider.class.getPackage().getImplementationVersion();
        return new String[] {"senet " + (version != null ? version : "development")};
    }
}
